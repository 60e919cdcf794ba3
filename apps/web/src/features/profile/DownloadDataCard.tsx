import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

const DOWNLOADS = [
  { href: '/api/export.json', label: 'Everything (JSON)' },
  { href: '/api/export/debts.csv', label: 'Debts (CSV)' },
  { href: '/api/export/payments.csv', label: 'Payments (CSV)' },
] as const;

/**
 * Profile → "Download your data". Plain links: the browser sends the session cookie and saves the
 * file under the dated name the server gives (Content-Disposition). Works in every plan state.
 */
export function DownloadDataCard() {
  return (
    <Card role="region" aria-labelledby="download-data-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="download-data-title">
            Download your data
          </Title>
          <Text size="sm" c="dimmed">
            A copy of everything Paydown stores about you: your profile, debts, income, payments, plans, suggestions and billing history.
            The debts file can be imported again under Debts → Import from CSV.
          </Text>
        </div>
        <Group gap="sm">
          {DOWNLOADS.map(({ href, label }) => (
            <Button key={href} component="a" href={href} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
