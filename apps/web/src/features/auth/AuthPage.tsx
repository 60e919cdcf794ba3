import { Anchor, Box, Card, Container, List, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarDollar, IconChartLine, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSearchParamState } from '../../lib/use-search-param-state.ts';
import { Wordmark } from '../../components/Logo.tsx';
import classes from './AuthPage.module.css';
import { LegalLinks } from './LegalLinks.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

type AuthTab = 'login' | 'signup';

/** '?tab=signup' opens Create Account; anything else (or nothing) opens Sign In. */
function authTabFrom(value: string | null): AuthTab {
  return value === 'signup' ? 'signup' : 'login';
}

const HIGHLIGHTS = [
  { Icon: IconChartLine, text: 'Track every debt and income source in one place' },
  { Icon: IconCalendarDollar, text: 'Pay on the dates that save you the most interest' },
  { Icon: IconSparkles, text: 'Get AI recommendations tailored to your plan' },
];

export function AuthPage() {
  const [tab, setTab] = useSearchParamState('tab', authTabFrom);

  return (
    <Box component="main" className={classes.page}>
      <Container size="lg">
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 'lg', md: 48 }}
          mih={{ md: 'calc(100dvh - 64px)' }}
          style={{ alignItems: 'center' }}
        >
          <div>
            <Stack gap="lg" align="center" ta="center" maw={480} mx="auto">
              <Wordmark size={40} />
              <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
                Pay off debt faster and smarter
              </Title>
              <div className={classes.banner}>FREE 30-DAY TRIAL - NO CREDIT CARD REQUIRED</div>
              <List spacing="sm" center visibleFrom="md" ta="left">
                {HIGHLIGHTS.map(({ Icon, text }) => (
                  <List.Item
                    key={text}
                    icon={
                      <ThemeIcon variant="light" radius="xl" size={32}>
                        <Icon size={18} aria-hidden />
                      </ThemeIcon>
                    }
                  >
                    <Text>{text}</Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </div>
          <div>
            <Card maw={460} mx="auto" p={{ base: 'md', sm: 'xl' }} shadow="md">
              <Tabs value={tab} onChange={(value) => setTab(authTabFrom(value))} keepMounted={false}>
                <Tabs.List grow mb="lg">
                  <Tabs.Tab value="login">Sign In</Tabs.Tab>
                  <Tabs.Tab value="signup">Create Account</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="login">
                  <LoginForm />
                </Tabs.Panel>
                <Tabs.Panel value="signup">
                  <SignupForm />
                </Tabs.Panel>
              </Tabs>
              <Stack gap="xs" mt="lg">
                <LegalLinks />
                <Text size="xs" c="dimmed" ta="center">
                  Curious about plans?{' '}
                  <Anchor component={Link} to="/pricing" size="xs">
                    See pricing
                  </Anchor>
                </Text>
              </Stack>
            </Card>
          </div>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
