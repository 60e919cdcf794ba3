import { Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';

/** Recovery codes, shown once: copy or download them before closing. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Paydown recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'paydown-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.
      </Text>
      <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes" role="list">
        {codes.map((c) => (
          <Text key={c} ff="monospace" role="listitem">
            {c}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          Download
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
