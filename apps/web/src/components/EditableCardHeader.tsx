import { ActionIcon, Badge, Group, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EditableCardHeaderProps {
  /** The title's id: the card points its aria-labelledby at it, so the card is named after the item. */
  titleId: string;
  /** The item's name as the user wrote it. */
  name: string;
  badge: ReactNode;
  badgeColor: MantineColor;
  onEdit: () => void;
  onDelete: () => void;
  /** While another action of the card runs, so the item does not change under it. */
  actionsDisabled?: boolean;
}

/** The top of a card the user can edit or delete: the name and a badge, with Edit and Delete icons. */
export function EditableCardHeader({ titleId, name, badge, badgeColor, onEdit, onDelete, actionsDisabled }: EditableCardHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fw={700} fz="lg" lh={1.25} id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Badge variant="light" color={badgeColor} radius="sm" w="fit-content">
          {badge}
        </Badge>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <CardAction label="Edit" name={name} color="gray" onClick={onEdit} disabled={actionsDisabled}>
          <IconPencil size={18} aria-hidden />
        </CardAction>
        <CardAction label="Delete" name={name} color="red" onClick={onDelete} disabled={actionsDisabled}>
          <IconTrash size={18} aria-hidden />
        </CardAction>
      </Group>
    </Group>
  );
}

interface CardActionProps {
  label: string;
  name: string;
  color: MantineColor;
  onClick: () => void;
  disabled: boolean | undefined;
  children: ReactNode;
}

/**
 * An icon button whose tooltip says what it does. Its accessible name adds the item's name
 * ('Delete Chase Credit Card'), because a list of cards repeats the same icons.
 */
function CardAction({ label, name, color, onClick, disabled, children }: CardActionProps) {
  return (
    <Tooltip label={label} openDelay={700}>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={`${label} ${name}`} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
