import { Container, List, Stack, Text, Title } from '@mantine/core';

/** One section of a legal text: a heading, paragraphs and, optionally, a list. */
export interface DocumentSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

/** The layout of the portal's legal pages: a title, the last update and the sections. */
export function DocumentPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: readonly DocumentSection[];
}) {
  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="sm">{updated}</Text>
        {sections.map((section) => (
          <Stack gap="xs" key={section.heading} component="section">
            <Title order={2} size="h3">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items && (
              <List spacing={4}>
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
