import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../lib/config.ts';

/** The five points of spec section 1, shared by both dialogs. */
const LEGAL_POINTS = [
  'Paydown is an educational tool. Any financial decision you make is your own responsibility.',
  'You must be 18 years or older to use Paydown.',
  'We never store your banking passwords.',
  'You can cancel your subscription at any time.',
  'You can ask us to delete your data at any time.',
] as const;

export type LegalDocument = 'terms' | 'privacy';

const DIALOGS = {
  terms: {
    title: 'Terms of Service',
    intro: 'By creating an account or using Paydown, you agree to the following:',
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'How we treat you and your information:',
  },
} as const;

/** Loaded on demand (Modal and its focus trap stay out of the sign-in page's first load). */
export default function LegalDialog({ which, onClose }: { which: LegalDocument; onClose: () => void }) {
  const { title, intro } = DIALOGS[which];
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" radius="lg">
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        <List spacing="xs" size="sm">
          {LEGAL_POINTS.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Text size="sm">
          Questions or requests? Contact us at <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
