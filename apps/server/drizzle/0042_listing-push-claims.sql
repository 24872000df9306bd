CREATE TABLE "listing_push_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
