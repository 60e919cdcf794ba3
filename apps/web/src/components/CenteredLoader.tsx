import { Center, Loader, Stack, Text, type CenterProps, type MantineSize } from '@mantine/core';

export interface CenteredLoaderProps extends Omit<CenterProps, 'children'> {
  /** The status line under the spinner, e.g. 'Loading...'; screen readers announce it. */
  label: string;
  loaderSize?: MantineSize;
}

/** A spinner over a status line, centred in the space the caller gives it (py, mih...). */
export function CenteredLoader({ label, loaderSize, ...centerProps }: CenteredLoaderProps) {
  return (
    <Center {...centerProps}>
      <Stack align="center" gap="sm">
        <Loader size={loaderSize} aria-hidden />
        <Text c="dimmed" role="status">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
