import { Box, Button, Center, Container, Group, Loader, Text } from '@mantine/core';
import type { PublicUser } from '@paydown/domain';
import { IconUserCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { NotificationsBell } from '../../features/notifications/NotificationsBell.tsx';
import classes from './AppLayout.module.css';
import { LogoMark } from '../../components/Logo.tsx';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { BOTTOM_NAV, TOP_NAV } from './nav.ts';
import { NavLinks } from './NavLinks.tsx';

function PageLoader() {
  return (
    <Center py={80}>
      <Loader aria-label="Loading page" />
    </Center>
  );
}

/** The signed-in shell: header, desktop top navigation, mobile bottom bar. */
export function AppLayout({ user }: { user: PublicUser }) {
  return (
    <>
      <Box component="header" className={classes.header}>
        <Container size="lg">
          <div className={classes.bar}>
            <Link to="/" className={classes.brand} aria-label="Paydown home">
              <LogoMark size={30} />
              <Text component="span" fw={800} fz={22} lh={1} style={{ letterSpacing: -0.5 }}>
                Paydown
              </Text>
            </Link>
            <Text size="sm" c="dimmed" truncate className={classes.welcome}>
              Welcome, {user.username}
            </Text>
            <Group gap="xs" wrap="nowrap" className={classes.actions}>
              <NotificationsBell user={user} />
              <Button component={Link} to="/profile" variant="light" size="sm" leftSection={<IconUserCircle size={18} aria-hidden />}>
                Profile
              </Button>
            </Group>
          </div>
          <Box component="nav" aria-label="Main navigation" visibleFrom="md" className={classes.topNav}>
            <NavLinks items={TOP_NAV} linkClassName={classes.topNavLink} iconSize={18} />
          </Box>
        </Container>
      </Box>

      <Container size="lg" component="main" className={classes.main}>
        <OfflineBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>

      <Box component="nav" aria-label="Bottom navigation" hiddenFrom="md" className={classes.bottomNav}>
        <NavLinks items={BOTTOM_NAV} linkClassName={classes.bottomNavLink} iconSize={22} />
      </Box>
    </>
  );
}
