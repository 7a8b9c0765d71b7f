import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { PipelineCandidate } from '@talent/contracts';
import type { TFunction } from 'i18next';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/i18n';
import type { Locale } from '../../../../lib/locale';
import { pickLocalized } from '../../../../lib/localized-text';
import { formatPercent } from '../../../seeker/components/fit-format';
import type { StageRow } from '../../api/pipeline';
import { CandidateAvatar, candidateDisplayName, isAnonymised } from '../candidate/anonymised';
import { DATE_LABEL_KEYS, stateLabel } from './labels';
import classes from './pipeline.module.css';

/**
 * Where a candidate lives, as the card gives it, named in the reader's language and put in its
 * order ("Muscat, Oman", "مسقط، عمان", "阿曼，马斯喀特"): both, one of them, or nothing.
 */
export function placeOf(
  location: PipelineCandidate['location'],
  t: TFunction,
  locale: Locale,
): string | null {
  const city = location.city === null ? null : pickLocalized(location.city, locale);
  const country = location.country === null ? null : pickLocalized(location.country, locale);
  if (city !== null && country !== null) return t('recruiter.candidate.location', { city, country });
  return city ?? country;
}

interface CandidateRowProps {
  row: StageRow;
  /** The address that opens the candidate's panel. */
  to: string;
  selected: boolean;
  /** The card's "Move to…" menu, beside the link. */
  menu?: ReactNode;
  /** Dragging the card onto a stage moves the candidate there (pipeline-screen.tsx). */
  onDragStart?: (row: StageRow) => void;
  onDragEnd?: () => void;
  dragging?: boolean;
}

/** The type a dragged card carries: only the pipeline's stages take it. */
export const CANDIDATE_DRAG_TYPE = 'application/x-talent-candidate';

/**
 * One candidate of a stage's list: who, where, the fit at a glance, their state and its dates. An
 * anonymised candidate (an erased account, an application the retention anonymised) is named in
 * words, and their card opens nothing and takes no moves: there is nobody to show or to ask.
 */
export function CandidateRow({
  row,
  to,
  selected,
  menu,
  onDragStart,
  onDragEnd,
  dragging,
}: CandidateRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = stateLabel(row.state);
  const place = row.candidate === null ? null : placeOf(row.candidate.location, t, locale);
  const fit = row.fit?.percent;
  const anonymised = isAnonymised(row.candidate);
  const name = candidateDisplayName({ fullName: row.fullName, anonymised }, t);

  const draggable = onDragStart !== undefined && !anonymised;
  const startDrag = (event: DragEvent<HTMLDivElement>) => {
    // jsdom and some browsers give no data transfer object
    const transfer = event.dataTransfer as DataTransfer | null;
    if (transfer !== null) {
      transfer.effectAllowed = 'move';
      transfer.setData(CANDIDATE_DRAG_TYPE, row.subject);
      // Firefox starts a drag only with data; a plain name is what a text field would get
      transfer.setData('text/plain', row.fullName);
    }
    onDragStart?.(row);
  };

  const content = (
    <>
      <CandidateAvatar candidate={row.candidate} fullName={row.fullName} size="md" />
      <Stack gap={2} className={classes.info}>
        <Text fw={600} className={classes.name}>
          {anonymised ? name : <bdi>{name}</bdi>}
        </Text>
        {row.candidate?.headline && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            <bdi>{row.candidate.headline}</bdi>
          </Text>
        )}
        {place !== null && (
          <Text size="xs" c="dimmed">
            <bdi>{place}</bdi>
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={state.color} tt="none" size="sm" className={classes.state}>
            {t(state.key)}
          </Badge>
          {row.dates.map((d) => (
            <Text key={d.what} size="xs" c="dimmed">
              {t(DATE_LABEL_KEYS[d.what], {
                // an interview's time matters; other dates are days
                date: formatDate(d.at, locale),
              })}
            </Text>
          ))}
        </Group>
      </Stack>
      {fit !== undefined && (
        <div className={classes.fit}>
          <Text size="sm" fw={700} className={classes.fitText}>
            {t('recruiter.pipeline.fit', { percent: formatPercent(fit, locale) })}
          </Text>
          <Progress value={fit} size="sm" aria-hidden className={classes.fitBar} />
        </div>
      )}
    </>
  );

  return (
    <div
      className={classes.card}
      data-selected={selected}
      data-dragging={dragging === true}
      draggable={draggable}
      onDragStart={draggable ? startDrag : undefined}
      onDragEnd={draggable ? onDragEnd : undefined}
    >
      {anonymised ? (
        <div className={classes.row}>{content}</div>
      ) : (
        <Link
          to={to}
          className={classes.row}
          aria-current={selected ? 'true' : undefined}
          draggable={false}
          preventScrollReset
        >
          {content}
        </Link>
      )}
      {menu !== undefined && !anonymised && <div className={classes.menu}>{menu}</div>}
    </div>
  );
}
