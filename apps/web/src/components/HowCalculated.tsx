import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * A figure's "how is this calculated" help: a small info button beside the figure that opens one sentence.
 * A popover (click or tap) rather than a hover tooltip, so it works on phones and with a keyboard.
 * Put it beside a label in a block (`<Text component="div">`), never inside a `<p>` (Mantine's plain
 * Text): the popover is a `<div>`, which a paragraph cannot hold when it renders in place.
 */
export function HowCalculated({ figure, children }: { figure: string; children: string }) {
  return (
    <Popover width={260} position="top" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          radius="xl"
          aria-label={`How is ${figure} calculated?`}
          style={{ verticalAlign: 'middle' }}
        >
          <IconInfoCircle size={15} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" lh={1.45}>
          {children}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
