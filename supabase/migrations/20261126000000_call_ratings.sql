-- Ratings of the voice demo: after a call, the visitor may give it one to five stars and a short
-- comment. Like the subscribers, the table is reached only through a security definer function
-- (docs/decisions/0005-security-definer-functions-not-tables.md): anon can rate, never read.
--
-- A rating belongs to a demo session, the random session id the consent dialog stored in the
-- visitor's cookie with their e-mail address; a session id no subscriber holds rates nothing.
-- The limits are the database's own, whatever calls the function: stars 1 to 5, a comment of at
-- most 500 characters, and at most 10 ratings per session in any hour.

create table public.call_ratings (
  id bigint generated always as identity primary key,
  session_id uuid not null,
  rating smallint not null,
  comment text,
  created_at timestamptz not null default now(),
  constraint call_ratings_rating_range check (rating between 1 and 5),
  constraint call_ratings_comment_length check (char_length(comment) <= 500),
  constraint call_ratings_comment_not_blank check (comment is null or btrim(comment) <> '')
);

create index call_ratings_session_created on public.call_ratings (session_id, created_at);

comment on table public.call_ratings is
  'Ratings of demo calls (1 to 5 stars, optional comment). No rights for anon: use record_call_rating.';

alter table public.call_ratings enable row level security;
revoke all on table public.call_ratings from public, anon, authenticated;

-- Records one rating of the demo call for the caller's session. Returns true; refuses with
-- SQLSTATE 22023 what breaks a rule (stars, comment length, unknown session) and with 54000 the
-- eleventh rating of a session within an hour. A comment of blanks counts as none.
create function public.record_call_rating(session_id uuid, rating integer, comment text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  trimmed_comment constant text := nullif(btrim(record_call_rating.comment), '');
  recent integer;
begin
  if record_call_rating.rating is null or record_call_rating.rating not between 1 and 5 then
    raise exception 'rating must be 1 to 5' using errcode = '22023';
  end if;
  if char_length(trimmed_comment) > 500 then
    raise exception 'comment is too long'
      using errcode = '22023', detail = 'A comment has at most 500 characters.';
  end if;
  if record_call_rating.session_id is null or not exists (
    select 1 from public.email_subscribers as subscriber
     where subscriber.session_id = record_call_rating.session_id
  ) then
    raise exception 'no demo session' using errcode = '22023';
  end if;

  -- One rating of a session at a time, so that parallel calls cannot all pass the count.
  perform pg_advisory_xact_lock(hashtextextended(record_call_rating.session_id::text, 0));
  select count(*) into recent from public.call_ratings as rated
   where rated.session_id = record_call_rating.session_id
     and rated.created_at > now() - interval '1 hour';
  if recent >= 10 then
    raise exception 'too many ratings' using errcode = '54000';
  end if;

  insert into public.call_ratings (session_id, rating, comment)
  values (record_call_rating.session_id, record_call_rating.rating::smallint, trimmed_comment);
  return true;
end;
$$;

revoke all on function public.record_call_rating(uuid, integer, text)
  from public, anon, authenticated;
grant execute on function public.record_call_rating(uuid, integer, text) to anon;
