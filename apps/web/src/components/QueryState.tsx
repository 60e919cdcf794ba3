import { Alert, Button, Group, Loader, Stack, Text, type MantineSpacing } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { failureReason } from '../lib/api-error.ts';

/** 'Try again' under or beside a failed read. */
export function RetryButton({ onClick, compact = false }: { onClick: () => void; compact?: boolean }) {
  return (
    <Button
      size={compact ? 'compact-xs' : 'xs'}
      variant={compact ? 'subtle' : 'light'}
      color="red"
      leftSection={<IconRefresh size={14} aria-hidden />}
      onClick={onClick}
      // Never squeezed by the text beside it (a phone's width): the text wraps instead.
      style={{ flexShrink: 0 }}
    >
      Try again
    </Button>
  );
}

export type FailureLayout = 'block' | 'inline';

export interface QueryFailureProps {
  /** What could not be loaded, in the spec's words where it has them ('Failed to fetch insights'). */
  title: string;
  error: unknown;
  onRetry: () => void;
  /**
   * 'block': an alert with the server's reason when it gave one (e.g. 'Something went wrong on our
   * side.'), for a screen's main read. 'inline': one line inside a card that has other content.
   */
  layout?: FailureLayout;
}

/** A read that failed: what failed, why when the server said, and a retry. */
export function QueryFailure({ title, error, onRetry, layout = 'block' }: QueryFailureProps) {
  if (layout === 'inline') {
    return (
      <Group gap="xs" wrap="nowrap" align="center" role="alert">
        <IconAlertCircle size={18} color="var(--mantine-color-red-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="red.8" fw={600} style={{ minWidth: 0 }}>
          {title}
        </Text>
        <RetryButton onClick={onRetry} compact />
      </Group>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failureReason(error)}</Text>
        <RetryButton onClick={onRetry} />
      </Stack>
    </Alert>
  );
}

/** A small spinner and a status line, for a read inside a card or a tab. */
export function LoadingLine({ label, py = 'lg' }: { label: string; py?: MantineSpacing | number }) {
  return (
    <Group gap="sm" py={py} justify="center" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** What QueryState needs of a query (a tRPC or react-query result). */
export interface ReadQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryStateProps<T> {
  query: ReadQuery<T>;
  /** Shown until the first answer: a skeleton the size of the content, so nothing shifts. */
  loading: ReactNode;
  /** The failure's title (see QueryFailure). */
  failure: string;
  failureLayout?: FailureLayout;
  /** Shown instead of the content when `isEmpty(data)`; without it, empty data renders the content. */
  empty?: ReactNode;
  /** Defaults to "an empty list". */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Every read on every screen goes through the same four states: loading, failed (with a retry),
 * empty and content. A failure wins over cached data, so a refetch that failed after a change does
 * not leave the old figures on screen as if they were current.
 */
export function QueryState<T>({ query, loading, failure, failureLayout, empty, isEmpty = isEmptyList, children }: QueryStateProps<T>) {
  if (query.isError) {
    return <QueryFailure title={failure} error={query.error} onRetry={() => void query.refetch()} layout={failureLayout} />;
  }
  if (query.data === undefined) return <>{loading}</>;
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
