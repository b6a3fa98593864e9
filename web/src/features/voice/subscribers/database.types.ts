// The database as the public anon key sees it, in the shape `supabase gen types` produces: no
// table (anon has no right on email_subscribers), two functions (supabase/migrations/).

/** A row of email_subscribers as register_email_subscriber returns it (timestamps as ISO text). */
export type EmailSubscriberRow = {
  email: string;
  session_id: string;
  newsletter_opted_in: boolean;
  consent_given_at: string | null;
  consent_version: string;
  created_at: string;
  last_session: string;
  session_count: number;
};

export type Database = {
  public: {
    Tables: { [_ in never]: never };
    Views: { [_ in never]: never };
    Functions: {
      register_email_subscriber: {
        Args: { email: string; session_id: string; newsletter_opted_in: boolean };
        Returns: EmailSubscriberRow;
      };
      record_returning_session: {
        Args: { email: string; session_id: string };
        Returns: boolean;
      };
      record_call_rating: {
        Args: { session_id: string; rating: number; comment?: string | null };
        Returns: boolean;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
