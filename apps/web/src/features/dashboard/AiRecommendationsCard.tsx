import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconSparkles } from '@tabler/icons-react';
import { toastInfo } from '../../lib/toast.ts';

const comingSoon = () =>
  toastInfo({
    title: 'AI is on its way',
    message:
      'AI insights and recommendations arrive in an upcoming update. ' +
      'Keep your debts and income current so they are ready.',
  });

/**
 * The 'AI Recommendations' card. Its data comes with the AI issue; until then the buttons stay
 * clickable and say that AI is coming (a disabled button with a tooltip is unreachable by keyboard
 * and touch), and the card shows the spec's empty text.
 */
export function AiRecommendationsCard() {
  return (
    <Card role="region" aria-labelledby="ai-title" h="100%">
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" color="violet">
            <IconSparkles size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg" id="ai-title">
            AI Recommendations
          </Title>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            color="violet"
            leftSection={<IconSparkles size={14} aria-hidden />}
            onClick={comingSoon}
          >
            Generate Insights
          </Button>
          <Button size="xs" variant="default" leftSection={<IconBulb size={14} aria-hidden />} onClick={comingSoon}>
            Get Recommendations
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          No AI suggestions available at this time.
        </Text>
      </Stack>
    </Card>
  );
}
