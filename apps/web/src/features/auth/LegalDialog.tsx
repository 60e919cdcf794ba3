import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../lib/config.ts';

/** The five points the terms and the privacy policy both state, shared by both dialogs. */
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

/** What the Privacy Policy adds to the five points: what is stored and why, export, deletion. */
function PrivacyDetails() {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        What we store and why
      </Text>
      <List spacing="xs" size="sm">
        <List.Item>
          Your account: username, name, email address and a one-way hash of your password, to sign you in and to email you about your
          account.
        </List.Item>
        <List.Item>
          The debts, income sources and payments you enter, and the suggestions computed from them, to build your payoff plan. We never
          connect to your bank and never store bank credentials.
        </List.Item>
        <List.Item>Your billing history, kept by our card payment provider; we never see your card number.</List.Item>
      </List>
      <Text size="sm" fw={600}>
        Taking your data with you
      </Text>
      <Text size="sm">
        Profile → Download your data saves everything as JSON, and your debts and payments as CSV, at any time, whatever your plan.
      </Text>
      <Text size="sm" fw={600}>
        Deleting it
      </Text>
      <Text size="sm">
        Profile → Account → Delete Account removes your account and everything in it at once, and signs out every device. Nothing is kept
        afterwards.
      </Text>
    </Stack>
  );
}

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
        {which === 'privacy' && <PrivacyDetails />}
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
