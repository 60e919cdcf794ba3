import { Box, Button, Card, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { trpc } from '../../lib/trpc.ts';

const CONFIRM_REDIRECT_MS = 3000;
const NO_TOKEN_MESSAGE = 'Invalid confirmation link. Please check your email for the correct link.';
const CONFIRM_FAILED_DEFAULT = 'Failed to confirm email. Please try again.';
const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';
const CONFIRM_SUCCESS_DEFAULT = 'Email confirmed successfully! Your 30-day free trial has started.';

const WELCOME_LIST = [
  'Your 30-day free trial has started',
  'Full access to every Paydown feature',
  'AI debt optimization',
  'Smart payment recommendations',
];

type ViewState = { kind: 'loading' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

function useConfirmation(token: string): ViewState {
  const utils = trpc.useUtils();
  const query = trpc.auth.confirmEmail.useQuery(
    { token },
    {
      enabled: token.length > 0,
      // A token is single-use: never re-send it on its own.
      staleTime: Infinity,
      refetchOnMount: false,
      refetchOnReconnect: false,
      gcTime: 0,
    },
  );

  const succeeded = query.isSuccess;
  useEffect(() => {
    if (!succeeded) return;
    // The trial has started: the cached user and verification status are out of date.
    void utils.auth.me.invalidate();
    void utils.account.verificationStatus.invalidate();
  }, [succeeded, utils]);

  if (!token) return { kind: 'error', message: NO_TOKEN_MESSAGE };
  if (query.isSuccess) return { kind: 'success', message: query.data.message || CONFIRM_SUCCESS_DEFAULT };
  if (query.isError) {
    const info = describeApiError(query.error);
    if (info.isNetworkError) return { kind: 'error', message: NETWORK_ERROR_MESSAGE };
    return { kind: 'error', message: info.serverMessage ?? CONFIRM_FAILED_DEFAULT };
  }
  return { kind: 'loading' };
}

/** The page's result, success or failure: a large icon over the heading, then the details. */
function Outcome({ Icon, color, title, children }: { Icon: typeof IconCircleCheck; color: string; title: string; children: ReactNode }) {
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" color={color}>
        <Icon size={38} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={26}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Success({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const id = setTimeout(() => void navigate('/dashboard', { replace: true }), CONFIRM_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [navigate]);

  return (
    <Outcome Icon={IconCircleCheck} color="green" title="Email confirmed">
      <Text>{message}</Text>
      <Box ta="left" w="100%">
        <Text fw={600} mb="xs">
          Welcome to Paydown! Here is what you get:
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={22} radius="xl" color="green" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {WELCOME_LIST.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Box>
      <Button onClick={() => navigate('/dashboard', { replace: true })} size="md" fullWidth>
        Go to Dashboard
      </Button>
      <Text size="sm" c="dimmed">
        Taking you to your dashboard in a few seconds...
      </Text>
    </Outcome>
  );
}

function Failure({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Outcome Icon={IconCircleX} color="red" title="Confirmation failed">
      <Text role="alert">{message}</Text>
      <Button onClick={() => navigate('/auth')} size="md" fullWidth>
        Back to Login
      </Button>
    </Outcome>
  );
}

/** /confirm-email?token=... — reachable signed in and signed out. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const state = useConfirmation(token);

  return (
    <Container size={480} py={{ base: 'xl', sm: 60 }}>
      <Card p={{ base: 'lg', sm: 'xl' }} shadow="md">
        {state.kind === 'loading' && <CenteredLoader label="Confirming your email..." py="xl" />}
        {state.kind === 'success' && <Success message={state.message} />}
        {state.kind === 'error' && <Failure message={state.message} />}
      </Card>
    </Container>
  );
}
