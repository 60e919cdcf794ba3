import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { HowCalculated } from '../../components/HowCalculated.tsx';

/** A titled section of the Insights page (a labelled region). */
export function Section({
  title,
  icon,
  color = 'paydown',
  description,
  aside,
  children,
}: {
  title: string;
  icon: ReactNode;
  color?: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ThemeIcon size={36} radius="md" variant="light" color={color} style={{ flexShrink: 0 }}>
              {icon}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="lg" lh={1.3} id={titleId}>
                {title}
              </Title>
              {description && (
                <Text component="div" size="xs" c="dimmed" lh={1.4} mt={2}>
                  {description}
                </Text>
              )}
            </div>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A large figure under a small label. */
export function Figure({
  label,
  value,
  tone,
  hint,
  help,
}: {
  label: string;
  value: ReactNode;
  tone?: 'positive';
  hint?: ReactNode;
  /** One sentence: how the figure is calculated. */
  help?: string;
}) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text component="div" size="xs" c="dimmed" fw={500} lh={1.3}>
        {label} {help && <HowCalculated figure={label.toLowerCase()}>{help}</HowCalculated>}
      </Text>
      <Text
        fz={{ base: 20, sm: 22 }}
        fw={800}
        lh={1.2}
        c={tone === 'positive' ? 'paydown.9' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" lh={1.35}>
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/** A label and a figure on one line, as in a statement. */
export function FigureRow({
  label,
  value,
  highlight = false,
  help,
}: {
  label: string;
  value: ReactNode;
  highlight?: boolean;
  /** One sentence: how the figure is calculated. */
  help?: string;
}) {
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      py={10}
      role="group"
      aria-label={label}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text component="div" size="sm" c={highlight ? undefined : 'dimmed'} fw={highlight ? 700 : 500}>
        {label} {help && <HowCalculated figure={label.toLowerCase()}>{help}</HowCalculated>}
      </Text>
      <Text
        fz={highlight ? 22 : 'md'}
        fw={800}
        c={highlight ? 'paydown.9' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}
