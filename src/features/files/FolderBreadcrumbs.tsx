/**
 * Where the explorer is: the client's folder ('Inicio'), then each folder of the open path, every
 * one a button back to it; in a finder's results, what was searched and the way back.
 */
import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { groupLabel } from '../../components/documentLabels';
import { iconSizes } from '../../lib/iconSizes';
import { filesTexts } from './filesTexts';
import type { FileView } from './fileViews';

const t = filesTexts;

export interface FolderBreadcrumbsProps {
  path: string;
  view: FileView;
  onOpen: (path: string) => void;
  /** Leaves a finder's results for the open folder. */
  onBack: () => void;
}

export function FolderBreadcrumbs({ path, view, onOpen, onBack }: FolderBreadcrumbsProps) {
  if (view.kind !== 'folder') {
    const heading =
      view.kind === 'text'
        ? t.finders.resultsOfText(view.text)
        : view.kind === 'tags'
          ? t.finders.resultsOfTags(view.tags)
          : t.finders.resultsOfInvoice(view.numero);
    return (
      <Group gap="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowBackUp size={iconSizes.xs} aria-hidden />}
          onClick={onBack}
        >
          {t.finders.back}
        </Button>
        <Text fw={600} role="status">
          {heading}
        </Text>
      </Group>
    );
  }

  const segments = path.split('/').filter(Boolean);
  const crumbs = [
    { label: t.home, path: '' },
    ...segments.map((segment, i) => ({
      label: i === 0 ? groupLabel(segment) : segment,
      path: segments.slice(0, i + 1).join('/'),
    })),
  ];
  return (
    <nav aria-label={t.breadcrumb}>
      <Breadcrumbs separatorMargin={4}>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <Text key={crumb.path} fw={600} aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.path} component="button" type="button" onClick={() => onOpen(crumb.path)}>
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
