import { type Kysely, sql } from 'kysely';

/**
 * Live (issue 23): conversations between an organisation and a candidate, and the timed work.
 *
 * - A conversation is one per (job, candidate): `chat_channels` gains the organisation, the
 *   candidate (`seeker_id`) and the time of its last message (the inbox's order), with a unique
 *   index on (job_id, seeker_id). The demo world's channels are filled in from their application.
 * - `chat_channel_members.notified_at`: when that member was last told of unread messages in the
 *   conversation (a notification, and a mail per their settings), at most once an hour.
 * - `chat_message_files`: the files attached to a message (they stay referenced, so the sweep of
 *   unreferenced uploads leaves them).
 * - `timed_work_done`: one row per piece of timed work done (an interview's reminder, a
 *   deadline's notice): inserting its key is how one server, and only one, claims it.
 * - Four kinds of notification: a message, an invitation or an offer that expired, an interview's
 *   reminder.
 * - Triggers that tell the live channel (modules/live/live-events.ts, NOTIFY talent_live) of every
 *   change that open screens follow, whichever code makes it: a notification written, read or
 *   cleared; a job's pipeline (applications, invitations, interviews, offers); a session revoked;
 *   an account locked or deleted. NOTIFY leaves when the transaction commits, and PostgreSQL sends
 *   identical payloads of one transaction once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table chat_channels
      add column organisation_id uuid references organisations (id) on delete cascade,
      add column seeker_id uuid references users (id) on delete cascade,
      add column last_message_at timestamptz;

    update chat_channels c set
      organisation_id = j.organisation_id,
      seeker_id = a.seeker_id
    from applications a join jobs j on j.id = a.job_id
    where a.id = c.application_id;

    update chat_channels c set last_message_at = m.last_at
    from (select channel_id, max(created_at) as last_at from chat_messages group by channel_id) m
    where m.channel_id = c.id;
    update chat_channels set last_message_at = created_at where last_message_at is null;
    alter table chat_channels alter column last_message_at set not null;
    alter table chat_channels alter column last_message_at set default now();

    create unique index chat_channels_job_seeker_idx on chat_channels (job_id, seeker_id)
      where job_id is not null and seeker_id is not null;
    create index chat_channels_organisation_idx on chat_channels (organisation_id, last_message_at desc);

    alter table chat_channel_members add column notified_at timestamptz;
    create index chat_channel_members_user_read_idx on chat_channel_members (user_id, channel_id, last_read_at);

    create index chat_messages_channel_order_idx on chat_messages (channel_id, created_at desc, id desc);
    drop index chat_messages_channel_idx;

    create table chat_message_files (
      message_id uuid not null references chat_messages (id) on delete cascade,
      file_id uuid not null references files (id) on delete cascade,
      position smallint not null check (position between 0 and 9),
      primary key (message_id, file_id)
    );
    create index chat_message_files_file_idx on chat_message_files (file_id);

    create table timed_work_done (
      key text primary key check (length(key) between 1 and 200),
      done_at timestamptz not null default now()
    );
    create index timed_work_done_at_idx on timed_work_done (done_at);

    create index saved_searches_notify_idx on saved_searches (last_notified_at) where notify;

    -- a recipient address's shares of the last day (SHARE_JOB_PER_RECIPIENT_PER_DAY), left unindexed by 0014
    create index job_shares_recipient_created_idx on job_shares (recipient, created_at);

    alter table notifications drop constraint notifications_kind_check;
    alter table notifications add constraint notifications_kind_check check (kind in (
      'invitation_received', 'invitation_answered', 'application_status_changed',
      'assessment_scheduled', 'assessment_rescheduled', 'assessment_answered', 'assessment_feedback',
      'offer_sent', 'offer_resent', 'offer_answered', 'hired', 'new_applicant', 'saved_search_match',
      'freshout_offer', 'recommendation_received', 'endorsement_received',
      'message_received', 'invitation_expired', 'offer_expired', 'assessment_reminder'
    ));

    create function live_notify_notification() returns trigger language plpgsql as $$
    begin
      perform pg_notify('talent_live', json_build_object(
        'type', 'notification', 'userIds', json_build_array(new.user_id))::text);
      return null;
    end $$;
    create trigger notifications_live after insert or update on notifications
      for each row execute function live_notify_notification();

    create function live_notify_pipeline() returns trigger language plpgsql as $$
    declare
      changed record;
      the_job uuid;
      the_org uuid;
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      if tg_table_name in ('applications', 'invitations') then
        the_job := changed.job_id;
      else
        select a.job_id into the_job from applications a where a.id = changed.application_id;
      end if;
      select j.organisation_id into the_org from jobs j where j.id = the_job;
      if the_org is not null then
        perform pg_notify('talent_live', json_build_object(
          'type', 'pipeline', 'organisationId', the_org, 'jobId', the_job)::text);
      end if;
      return null;
    end $$;
    create trigger applications_live after insert or update or delete on applications
      for each row execute function live_notify_pipeline();
    create trigger invitations_live after insert or update or delete on invitations
      for each row execute function live_notify_pipeline();
    create trigger assessments_live after insert or update or delete on assessments
      for each row execute function live_notify_pipeline();
    create trigger offers_live after insert or update or delete on offers
      for each row execute function live_notify_pipeline();

    create function live_notify_session_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('talent_live', json_build_object(
        'type', 'session-ended', 'sessionIds', json_build_array(new.id))::text);
      return null;
    end $$;
    create trigger refresh_token_families_live after update of revoked_at on refresh_token_families
      for each row when (old.revoked_at is null and new.revoked_at is not null)
      execute function live_notify_session_ended();

    create function live_notify_account_closed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('talent_live', json_build_object(
        'type', 'account-closed', 'userIds', json_build_array(new.id))::text);
      return null;
    end $$;
    create trigger users_live after update of is_locked, deleted_at on users
      for each row when ((not old.is_locked and new.is_locked) or (old.deleted_at is null and new.deleted_at is not null))
      execute function live_notify_account_closed();
  `.execute(db);
}
