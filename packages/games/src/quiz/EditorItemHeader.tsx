import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

type Props = {
  title: string;
  moveUpLabel: string;
  moveDownLabel: string;
  removeLabel: string;
  isFirst: boolean;
  isLast: boolean;
  /** False while the list may not lose an item (a question keeps at least two answers). */
  canRemove: boolean;
  disabled: boolean;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
};

/** The title of a list item (question, answer, outcome, personality) with its move and remove buttons. */
export function EditorItemHeader(props: Props) {
  const { title, isFirst, isLast, canRemove, disabled, onMove, onRemove } = props;
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={props.moveUpLabel}
          disabled={disabled || isFirst}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={props.moveDownLabel}
          disabled={disabled || isLast}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
        <Tooltip label={props.removeLabel} disabled={disabled || !canRemove}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={props.removeLabel}
            disabled={disabled || !canRemove}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
