import { Anchor, Box, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Wordmark } from '../../components/Logo.tsx';

/** The standalone frame of the forgot- and reset-password pages (like the sign-in page). */
export function PasswordPageShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Box py={{ base: 'lg', sm: 48 }} mih="100dvh" bg="gray.0">
      <Container size={460}>
        <Stack gap="lg" align="stretch">
          <Box ta="center">
            <Wordmark size={36} />
          </Box>
          <Card p={{ base: 'md', sm: 'xl' }} shadow="md">
            <Stack gap="md">
              <div>
                <Title order={1} fz={24}>
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {intro}
                </Text>
              </div>
              {children}
            </Stack>
          </Card>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/auth?tab=login">
              Back to Sign In
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
