import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';

export interface OrderItem {
  debtId: number;
  debtName: string;
}

/** `ids` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * The custom order: drag a debt into place, or (keyboard, screen reader, touch) use its Move up /
 * Move down buttons. Every change is reported whole (the debt ids, first paid first).
 */
export function CustomOrder({ items, onChange }: { items: readonly OrderItem[]; onChange: (debtIds: number[]) => void }) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const commit = (from: number, to: number) => {
    if (from === to) return;
    onChange(moveItem(items, from, to).map((i) => i.debtId));
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) commit(dragging, index);
    setDragging(null);
    setOver(null);
  };

  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        Drag the debts into the order you want them paid off, or use the arrows. Money beyond the minimums goes to #1 first.
      </Text>
      <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Custom payoff order">
        {items.map((item, index) => (
          <Paper
            component="li"
            key={item.debtId}
            withBorder
            radius="md"
            px="sm"
            py={6}
            draggable
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(item.debtId));
              setDragging(index);
            }}
            onDragOver={(event: DragEvent) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onDrop={(event: DragEvent) => onDrop(event, index)}
            style={{
              cursor: 'grab',
              opacity: dragging === index ? 0.5 : 1,
              borderColor: over === index && dragging !== index ? 'var(--mantine-color-paydown-6)' : undefined,
            }}
          >
            <Group gap="xs" wrap="nowrap">
              <IconGripVertical size={18} color="var(--mantine-color-gray-5)" aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" fw={800} w={22} style={{ flexShrink: 0 }}>
                {index + 1}
              </Text>
              <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.debtName}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move ${item.debtName} up`}
                disabled={index === 0}
                onClick={() => commit(index, index - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move ${item.debtName} down`}
                disabled={index === items.length - 1}
                onClick={() => commit(index, index + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
