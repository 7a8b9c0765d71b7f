import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Button, Menu } from '@mantine/core';
import {
  type HrCandidateResponse,
  type HrJobStage,
  hrJobStages,
  type JobStatusName,
} from '@talent/contracts';
import { IconArrowsExchange, IconMessageCircle } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../../../lib/api-client';
import { iconSize } from '../../../../app/theme';
import { useMessageCandidate } from '../../../messages/components/open-chat';
import { candidateKeys } from '../../api/candidate';
import type { StageRow } from '../../api/pipeline';
import { STAGE_LABEL_KEYS } from './labels';
import { allowedStages } from './moves';
import classes from './pipeline.module.css';

/** The candidate's place in the job, read fresh for a move (the candidate panel reads the same). */
export const standingQuery = (subject: string, jobId: string) =>
  queryOptions({
    queryKey: candidateKeys.one(subject, jobId),
    queryFn: ({ signal }) =>
      apiGet<HrCandidateResponse>(`/api/hr/candidate/${encodeURIComponent(subject)}`, {
        query: { jobId },
        signal,
      }),
  });

/** The stages the candidate can go to from where they stand, not counting the one shown. */
export function movesOf(
  answer: HrCandidateResponse | undefined,
  jobStatus: JobStatusName,
  current: HrJobStage,
): HrJobStage[] | undefined {
  if (answer === undefined) return undefined;
  if (answer.job === null) return [];
  return allowedStages(hrJobStages, answer.job, jobStatus).filter((s) => s !== current);
}

interface MoveMenuProps {
  row: StageRow;
  jobId: string;
  jobStatus: JobStatusName;
  current: HrJobStage;
  onMove: (row: StageRow, stage: HrJobStage) => void;
}

/**
 * A card's "Move to…" menu: the keyboard's way (and the phone's) to what dragging the card does; and
 * "Message", as on the candidate panel, for a candidate in the job's pipeline (not one only sourced).
 */
export function MoveMenu({ row, jobId, jobStatus, current, onMove }: MoveMenuProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const standing = useQuery({ ...standingQuery(row.subject, jobId), enabled: opened });
  const moves = movesOf(standing.data, jobStatus, current);
  const target = useRef<HTMLButtonElement>(null);
  const { message, isPending: opening } = useMessageCandidate();
  // the server opens a conversation with the job's candidates only (applied, invited or shortlisted)
  const canMessage = !(current === 'sourcing' && row.state.kind === 'sourced');

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          ref={target}
          variant="subtle"
          size="compact-sm"
          px={6}
          aria-label={t('recruiter.pipeline.moveMenu', { name: row.fullName })}
          leftSection={<IconArrowsExchange size={iconSize.sm} aria-hidden />}
        >
          <span className={classes.moveLabel}>{t('recruiter.pipeline.moveTo')}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('recruiter.pipeline.moveMenu', { name: row.fullName })}</Menu.Label>
        {standing.isError ? (
          <Menu.Item disabled>{t('recruiter.pipeline.moveFailed')}</Menu.Item>
        ) : moves === undefined ? (
          <Menu.Item disabled>{t('recruiter.pipeline.moveLoading')}</Menu.Item>
        ) : moves.length === 0 ? (
          <Menu.Item disabled>{t('recruiter.pipeline.moveNone')}</Menu.Item>
        ) : (
          moves.map((stage) => (
            <Menu.Item key={stage} onClick={() => onMove(row, stage)}>
              {t(STAGE_LABEL_KEYS[stage])}
            </Menu.Item>
          ))
        )}
        {canMessage && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconMessageCircle size={iconSize.sm} aria-hidden />}
              disabled={opening}
              // the menu is gone when the chat panel closes: the focus goes back to its button
              onClick={() => message({ jobId, subject: row.subject }, target.current)}
            >
              {t('messages.open.recruiter')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
