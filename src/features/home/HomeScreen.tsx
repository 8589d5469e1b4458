/**
 * The signed-in home as screens.config.ts declares it with `defineHome`: what needs the client's
 * attention, the client's KPIs and the banners (home and services notices) meant for the selected
 * client and this user today. The first screen after sign-in, so it stays light: plain
 * Mantine cards, no chart, table or map library (scripts/checkHomeBundle.ts).
 */
import { Alert, Anchor, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useSession } from '../../auth/session';
import type { HomeSpec } from '../../language';
import { useCall } from '../../language/useCall';
import { texts } from '../../lib/texts';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import KpiStrip from '../kpis/KpiStrip';
import { AttentionPanel } from './AttentionPanel';

const t = texts.home;

export default function HomeScreen({ title, spec }: { title: string; spec: HomeSpec }) {
  const { selection } = useSelectedClient();
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Greeting client={selection?.client.client} />
        </div>
        {/* Digitalized clients get the reduced view: the KPI operations answer normal clients only. */}
        {spec.attention && selection && !selection.digitalizedState && (
          <AttentionPanel spec={spec.attention} />
        )}
        {spec.kpis && selection && !selection.digitalizedState && <KpiStrip spec={spec.kpis} />}
        {spec.banners.map((banner) => (
          <BannerList key={banner.title} banner={banner} />
        ))}
      </Stack>
    </Container>
  );
}

function Greeting({ client }: { client?: string }) {
  const name = useSession().claims.givenName;
  return (
    <Text c="gray.7">
      {name && t.welcome(name)}
      {client && ` · ${t.clientYear(client, new Date().getFullYear())}`}
    </Text>
  );
}

function BannerList({ banner }: { banner: HomeSpec['banners'][number] }) {
  const headingId = useId();
  const { selection } = useSelectedClient();
  const clientId = selection?.client.clientId;
  const query = useCall(banner.call, [clientId === undefined ? {} : { clientId }]);
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" mb="sm" id={headingId}>
        {banner.title}
      </Title>
      {query.isError ? (
        <Alert color="red" title={t.bannersFailed}>
          {query.error.message}
        </Alert>
      ) : !query.data ? (
        <Skeleton h={64} radius="md" />
      ) : query.data.items.length === 0 ? (
        <Text c="gray.7">{t.noBanners}</Text>
      ) : (
        <Stack gap="sm">
          {query.data.items.map((item) => (
            <Card key={item.id} withBorder radius="md" padding="md">
              <Text>{item.description}</Text>
              {item.link && (
                <Anchor href={item.link} target="_blank" rel="noopener noreferrer" size="sm">
                  {t.more}
                </Anchor>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
