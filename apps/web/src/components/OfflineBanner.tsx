import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCloudOff } from '@tabler/icons-react';
import { useCallback, useSyncExternalStore } from 'react';
import { formatDateTime } from '../lib/format.ts';
import { figuresAnsweredAt } from '../lib/offline-data.ts';
import { OFFLINE_WRITE_MESSAGE } from '../lib/offline-writes.ts';
import { useOnline } from '../lib/online.ts';

/**
 * While the browser is offline: the figures on screen are the last the server sent, from the time
 * named here, and nothing can be changed. Hidden while online.
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  const answeredAt = useSyncExternalStore(subscribe, () => figuresAnsweredAt(queryClient));
  if (online) return null;
  const title = answeredAt > 0 ? `Offline — figures from ${formatDateTime(new Date(answeredAt))}` : 'Offline';
  return (
    <Alert role="status" color="yellow" variant="light" icon={<IconCloudOff size={20} aria-hidden />} title={title} mb="md">
      {OFFLINE_WRITE_MESSAGE}
    </Alert>
  );
}
