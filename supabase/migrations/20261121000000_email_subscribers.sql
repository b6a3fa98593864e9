-- Subscribers of the voice demo: visitors who gave their e-mail address before the first call.
-- Why only functions reach the table: docs/decisions/0005-security-definer-functions-not-tables.md.
--
-- The browser holds only the public anon key, and a select policy would let that key read every
-- visitor's e-mail address. So anon has no right on the table at all: it registers and records
-- sessions through the two security definer functions below, which touch only the row named by
-- the caller's own e-mail address *and* session id, and never tell whether an e-mail address is
-- already registered.
--
-- Hosted Supabase grants anon, authenticated and service_role every right on new tables and
-- functions in public by default; the revokes below take those back.

create table public.email_subscribers (
  email text not null,
  session_id uuid not null,
  newsletter_opted_in boolean not null,
  consent_given_at timestamptz,
  consent_version text not null default '1.0',
  created_at timestamptz not null default now(),
  last_session timestamptz not null default now(),
  session_count integer not null default 1,
  -- A visitor who lost the cookies registers again with a new session id: one row per
  -- registration keeps each consent (when, which version) on record.
  constraint email_subscribers_pkey primary key (email, session_id),
  constraint email_subscribers_email_lower_cased check (email = lower(btrim(email))),
  constraint email_subscribers_email_length check (char_length(email) <= 254),
  constraint email_subscribers_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint email_subscribers_consent_only_when_opted_in check (
    (consent_given_at is not null) = newsletter_opted_in
  ),
  constraint email_subscribers_session_count_positive check (session_count >= 1)
);

comment on table public.email_subscribers is
  'Visitors who gave their e-mail address before a demo call. No rights for anon: use register_email_subscriber and record_returning_session.';

-- Row-level security without a single policy: even a right granted by mistake reads no row.
-- Supabase's advisor lists this as rls_enabled_no_policy, which is intended here.
alter table public.email_subscribers enable row level security;
revoke all on table public.email_subscribers from public, anon, authenticated;

-- Registers an e-mail address with consent for the caller's own session id and returns that row.
--
-- The row is the caller's own whether or not the address was registered before: another
-- registration of the same address gets a row of its own (a new session id), so the answer is the
-- same for a new and a known address. Repeating a call with the same e-mail address and session id
-- (a retry after a lost response) updates that row instead of failing; only someone who knows both
-- can do so, and that is its owner.
--
-- Registering counts as the first call start: session_count 1, last_session now.
-- consent_given_at is now when the visitor opted in, else null; consent_version is '1.0'.
create function public.register_email_subscriber(
  email text,
  session_id uuid,
  newsletter_opted_in boolean
)
returns public.email_subscribers
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalised_email constant text := lower(btrim(register_email_subscriber.email));
  registered public.email_subscribers;
begin
  if normalised_email is null or normalised_email = '' then
    raise exception 'email is required' using errcode = '22023';
  end if;
  if char_length(normalised_email) > 254 then
    raise exception 'email is too long'
      using errcode = '22023', detail = 'An e-mail address has at most 254 characters.';
  end if;
  if normalised_email !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception 'email is not an e-mail address' using errcode = '22023';
  end if;
  if register_email_subscriber.session_id is null then
    raise exception 'session_id is required' using errcode = '22023';
  end if;
  if register_email_subscriber.newsletter_opted_in is null then
    raise exception 'newsletter_opted_in is required' using errcode = '22023';
  end if;

  insert into public.email_subscribers as subscriber
    (email, session_id, newsletter_opted_in, consent_given_at, consent_version)
  values (
    normalised_email,
    register_email_subscriber.session_id,
    register_email_subscriber.newsletter_opted_in,
    case when register_email_subscriber.newsletter_opted_in then now() end,
    '1.0'
  )
  on conflict on constraint email_subscribers_pkey do update
    set newsletter_opted_in = excluded.newsletter_opted_in,
        consent_given_at = case
          when excluded.newsletter_opted_in
            then coalesce(subscriber.consent_given_at, excluded.consent_given_at)
        end,
        consent_version = excluded.consent_version
  returning subscriber.* into registered;

  return registered;
end;
$$;

-- Records a returning visitor's call start: last_session now, session_count + 1, on the row whose
-- e-mail address and session id both match. Returns whether such a row exists; without the
-- session id (a random UUID kept in the visitor's cookie) the answer is always false, so it says
-- nothing about whether an e-mail address is registered.
create function public.record_returning_session(email text, session_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalised_email constant text := lower(btrim(record_returning_session.email));
begin
  if char_length(normalised_email) > 254 then
    raise exception 'email is too long'
      using errcode = '22023', detail = 'An e-mail address has at most 254 characters.';
  end if;

  update public.email_subscribers as subscriber
     set last_session = now(),
         session_count = subscriber.session_count + 1
   where subscriber.email = normalised_email
     and subscriber.session_id = record_returning_session.session_id;

  return found;
end;
$$;

revoke all on function public.register_email_subscriber(text, uuid, boolean)
  from public, anon, authenticated;
revoke all on function public.record_returning_session(text, uuid)
  from public, anon, authenticated;
grant execute on function public.register_email_subscriber(text, uuid, boolean) to anon;
grant execute on function public.record_returning_session(text, uuid) to anon;
