/**
 * Several bodies one under another, each under its own heading (screens.config.ts
 * `defineSections`): the list and the forms of one admin tab.
 */
import { Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { PickedRecordsProvider } from '../features/schemaForm/pickedRecords';
import type { SectionsSpec } from '../language';
import type { ScreenBodyProps } from './ScreenBody';

/** `Body` renders each section's body, handed down by ScreenBody (which loads this screen: no cycle). */
export default function SectionsScreen({
  spec,
  embedded = false,
  Body,
}: {
  spec: SectionsSpec;
  embedded?: boolean;
  Body: ComponentType<ScreenBodyProps>;
}) {
  // A section may follow what a sibling form picked (the client preview, the configuration forms).
  return (
    <PickedRecordsProvider>
      <Stack gap="xl">
        {spec.sections.map((section) => (
          <section key={section.label} aria-label={section.label}>
            <Title order={embedded ? 2 : 3} size="h3" mb="sm">
              {section.label}
            </Title>
            <Body title={section.label} body={section.body} embedded />
          </section>
        ))}
      </Stack>
    </PickedRecordsProvider>
  );
}
