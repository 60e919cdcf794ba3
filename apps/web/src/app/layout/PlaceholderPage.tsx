import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen whose feature arrives in a later issue: its heading and a friendly note. */
export function PlaceholderPage({
  title,
  description,
  icon,
  note,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  note: string;
}) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </div>
      <Card>
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Text fw={600}>Coming soon</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {note}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
