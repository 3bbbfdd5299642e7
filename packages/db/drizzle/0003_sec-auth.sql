CREATE TABLE "first_admin_claim" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"user_id" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_admin_claim_single_row" CHECK ("first_admin_claim"."singleton")
);
