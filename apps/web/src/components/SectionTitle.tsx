import { Group, Title, type GroupProps } from '@mantine/core';
import { HowCalculated } from './HowCalculated.tsx';

export interface SectionTitleProps extends Omit<GroupProps, 'children' | 'title'> {
  /** The heading's id: the card's aria-labelledby points at it. */
  id: string;
  title: string;
  /** What the help explains, in "How is {figure} calculated?". */
  figure: string;
  /** The help's one sentence. */
  help: string;
}

/** A card's heading with its "how is this calculated" help beside it. */
export function SectionTitle({ id, title, figure, help, ...group }: SectionTitleProps) {
  return (
    <Group gap={4} {...group}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      <HowCalculated figure={figure}>{help}</HowCalculated>
    </Group>
  );
}
