import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The spec's empty text, with the next step for the user's situation. */
export function NoSuggestions({ hasDebts }: { hasDebts: boolean | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" style={{ borderStyle: 'dashed' }}>
      <Stack gap={6} align="flex-start">
        <Text size="sm" fw={600}>
          No AI suggestions available at this time.
        </Text>
        {hasDebts === false ? (
          <>
            <Text size="sm" c="dimmed">
              Add your debts and income first. Paydown then finds the payment dates and extra payments that save you the most interest.
            </Text>
            <Button component={Link} to="/debts" size="xs" variant="light" leftSection={<IconCreditCard size={14} aria-hidden />} mt={4}>
              Go to Debts
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Click Get Recommendations to check your debts and income for ways to save interest.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function SuggestionsSkeleton({ count, cols }: { count: number; cols: Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="md" aria-busy aria-label="Loading AI suggestions" role="status">
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md" aria-hidden>
          <Stack gap="xs">
            <Skeleton height={18} width="40%" />
            <Skeleton height={16} width="85%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="70%" />
            <Skeleton height={28} width={150} mt="xs" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
