/**
 * A guided sequence (screens.config.ts `defineSteps`): a stepper over the steps, the subject's create
 * form first, then each step's body with the subject pinned (pickedRecords.tsx: its forms and grid
 * pickers take it instead of asking), so each step is the same generated forms and grids as the
 * tabs. A step is done once one of its forms has saved; the last step (the review) says which are
 * done and which are left. The subject and the open step live in the URL (`?sujeto=`, `?paso=`), so
 * a reload resumes the flow; an existing subject can be taken up from the first step.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
  Title,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pickerSources } from '../api/generated/json-schemas/pickerSources';
import { FormSavesProvider } from '../features/schemaForm/formSaves';
import { RecordPicker } from '../features/schemaForm/PickerWidget';
import { PickedRecordsProvider } from '../features/schemaForm/pickedRecords';
import { pickerList } from '../features/schemaForm/pickers';
import { SchemaForm } from '../features/schemaForm/SchemaForm';
import type { StepsSpec } from '../language';
import { iconSizes } from '../lib/iconSizes';
import { intParam, useUrlState } from '../lib/urlState';
import type { ScreenBodyProps } from './ScreenBody';
import { stepsTexts } from './stepsTexts';

const t = stepsTexts;
const stepParams = { subject: intParam('sujeto', { min: 1 }), step: intParam('paso', { min: 1, max: 20 }) };

type Subject = Record<string, unknown>;

export default function StepsScreen({
  spec,
  Body,
}: {
  spec: StepsSpec;
  Body: ComponentType<ScreenBodyProps>;
}) {
  const [url, setUrl] = useUrlState(stepParams, { push: true });
  const subject = useSubject(spec, url.subject);
  // Steps saved in this visit, by index (the first is done once there is a subject).
  const [saved, setSaved] = useState<ReadonlySet<number>>(new Set());
  const done = (index: number) => (index === 0 ? subject !== undefined : saved.has(index));
  const last = spec.steps.length;
  const active = subject === undefined ? 0 : Math.min(url.step ?? 1, last);
  // A step reached by the person's own move (not on arriving at the screen) takes the focus to its
  // heading: the button pressed may be gone ('Siguiente' on the last step) and a screen reader says
  // where they are.
  const [moved, setMoved] = useState(false);
  const go = (step: number) => {
    setMoved(true);
    setUrl({ step: step === 0 ? undefined : step });
  };
  const markSaved = useCallback(
    (index: number) =>
      setSaved((previous) => (previous.has(index) ? previous : new Set([...previous, index]))),
    [],
  );
  const labels = [spec.subject.label, ...spec.steps.map((step) => step.label)];
  const left = labels.filter((_, index) => index < last && !done(index));
  const name = subject ? String(subject[spec.subject.name] ?? '') : '';
  // Six steps side by side wrap into a ragged grid on a phone: there they go one under another.
  const orientation = useMatches({ base: 'vertical', sm: 'horizontal' } as const);

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={(step) => (step === 0 || subject ? go(step) : undefined)}
        allowNextStepsSelect={subject !== undefined}
        size="sm"
        orientation={orientation}
        wrap
      >
        {labels.map((label, index) => (
          <Stepper.Step
            key={label}
            // Named by what it shows, after 'Paso 2 de 6:' for screen readers (the icon's number is
            // not read twice); a name of its own would differ from the text seen.
            label={
              <>
                <VisuallyHidden>{`${t.step(index + 1, labels.length)}: `}</VisuallyHidden>
                {label}
              </>
            }
            description={done(index) ? t.done : index === last ? t.review : t.left}
            icon={<span aria-hidden>{index + 1}</span>}
            completedIcon={<IconCheck size={iconSizes.sm} aria-hidden />}
          />
        ))}
      </Stepper>
      {subject !== undefined && (
        <Text size="sm" role="status">
          {t.subject(name, labels.length - left.length - (done(last) ? 0 : 1), labels.length - 1)}
        </Text>
      )}
      {active === 0 ? (
        <FirstStep
          spec={spec}
          subject={subject}
          onSubject={(record) => {
            setMoved(true);
            setUrl({ subject: Number(record[spec.subject.key]), step: 1 });
          }}
        />
      ) : (
        subject && (
          <PickedRecordsProvider pinned={{ operation: spec.subject.from, record: subject }}>
            <StepBody
              key={`${active}-${name}`}
              step={spec.steps[active - 1]}
              index={active}
              isLast={active === last}
              focusHeading={moved}
              left={left}
              onSaved={markSaved}
              Body={Body}
            />
          </PickedRecordsProvider>
        )
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => go(active - 1)} disabled={active === 0}>
          {t.previous}
        </Button>
        {active < last && (
          <Button onClick={() => go(active + 1)} disabled={subject === undefined}>
            {t.next}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The subject of the URL, read from its picker's list (undefined until there is one). */
function useSubject(spec: StepsSpec, key: number | undefined): Subject | undefined {
  const list = useQuery({
    queryKey: ['steps', spec.subject.from, key],
    queryFn: async () => pickerList(await (pickerSources[spec.subject.from] as () => Promise<unknown>)()),
    enabled: key !== undefined,
    staleTime: 30_000,
  });
  return useMemo(
    () => list.data?.find((record) => Number(record[spec.subject.key]) === key),
    [list.data, spec.subject.key, key],
  );
}

function FirstStep({
  spec,
  subject,
  onSubject,
}: {
  spec: StepsSpec;
  subject: Subject | undefined;
  onSubject: (record: Subject) => void;
}) {
  const [existing, setExisting] = useState<unknown>(null);
  const list = useQuery({
    queryKey: ['steps', spec.subject.from, 'all'],
    queryFn: async () => pickerList(await (pickerSources[spec.subject.from] as () => Promise<unknown>)()),
    staleTime: 30_000,
  });
  return (
    <Stack gap="md">
      <Text>{spec.subject.description}</Text>
      {subject ? (
        <Alert color="green" title={t.created}>
          {String(subject[spec.subject.name] ?? '')}
        </Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <SchemaForm spec={spec.subject.create} onDone={(answer) => onSubject(answer as Subject)} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="steps-resume">
        <Title order={3} size="h5" id="steps-resume" mb="xs">
          {t.resume(spec.subject.noun)}
        </Title>
        <Group align="flex-end">
          <div style={{ flex: '1 1 18rem', maxWidth: 420 }}>
            <RecordPicker
              picker={{ operation: spec.subject.from, value: spec.subject.key, label: spec.subject.name }}
              id="steps-existing"
              label={t.existing(spec.subject.noun)}
              value={existing}
              onChange={setExisting}
              numeric
              multiple={false}
              emptyValue={null}
            />
          </div>
          <Button
            variant="default"
            disabled={existing === null}
            onClick={() => {
              const record = list.data?.find((item) => item[spec.subject.key] === existing);
              if (record) onSubject(record);
            }}
          >
            {t.continue}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

function StepBody({
  step,
  index,
  isLast,
  focusHeading,
  left,
  onSaved,
  Body,
}: {
  step: StepsSpec['steps'][number] | undefined;
  index: number;
  isLast: boolean;
  focusHeading: boolean;
  left: readonly string[];
  onSaved: (index: number) => void;
  Body: ComponentType<ScreenBodyProps>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each step mounts anew (its key), so this runs as it appears.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  if (!step) return null;
  return (
    <Stack gap="md">
      <Title ref={heading} tabIndex={-1} order={2} size="h3">
        {step.label}
      </Title>
      <Text>{step.description}</Text>
      {isLast && <Review left={left} />}
      <FormSavesProvider onSaved={() => onSaved(index)}>
        <Body title={step.label} body={step.body} embedded />
      </FormSavesProvider>
    </Stack>
  );
}

/** What is left, in the review: the steps not saved yet, or that all are. */
function Review({ left }: { left: readonly string[] }) {
  if (left.length === 0)
    return (
      <Alert color="green" title={t.allDone}>
        {t.allDoneText}
      </Alert>
    );
  return (
    <Alert color="yellow" title={t.leftTitle}>
      <List
        spacing={4}
        icon={
          <ThemeIcon color="yellow" size={20} radius="xl" variant="light">
            <IconCircleDashed size={iconSizes.xs} aria-hidden />
          </ThemeIcon>
        }
      >
        {left.map((label) => (
          <List.Item key={label}>
            {label}{' '}
            <Badge variant="light" color="yellow" size="sm">
              {t.left}
            </Badge>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
