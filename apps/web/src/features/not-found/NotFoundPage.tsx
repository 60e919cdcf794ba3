import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py={{ base: 48, sm: 80 }} ta="center">
      <Text fz={64} fw={800} c="paydown.8" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Page Not Found
      </Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/" leftSection={<IconHome size={16} aria-hidden />}>
        Back to Dashboard
      </Button>
    </Stack>
  );
}
