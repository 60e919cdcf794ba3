import { Button, Group, type MantineSize } from '@mantine/core';
import { IconBulb, IconSparkles } from '@tabler/icons-react';
import type { GenerateAi } from './use-ai-actions.ts';

/**
 * 'Generate Insights' and 'Get Recommendations'. The running one shows a spinner; both are
 * disabled until it answers, so one click makes one generation.
 */
export function GenerateButtons({ ai, size = 'xs' }: { ai: GenerateAi; size?: MantineSize }) {
  return (
    <Group gap="xs">
      <Button
        size={size}
        variant="light"
        color="violet"
        leftSection={<IconSparkles size={14} aria-hidden />}
        loading={ai.insightsPending}
        disabled={ai.pending}
        onClick={ai.generateInsights}
      >
        Generate Insights
      </Button>
      <Button
        size={size}
        variant="default"
        leftSection={<IconBulb size={14} aria-hidden />}
        loading={ai.recommendationsPending}
        disabled={ai.pending}
        onClick={ai.generateRecommendations}
      >
        Get Recommendations
      </Button>
    </Group>
  );
}
