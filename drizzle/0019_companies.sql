CREATE TYPE "public"."company_role" AS ENUM('admin', 'buyer');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('pending', 'approved', 'rejected', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."company_terms" AS ENUM('card', 'net15', 'net30', 'net60');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tax_id" text,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"status" "company_status" DEFAULT 'pending' NOT NULL,
	"terms" "company_terms" DEFAULT 'card' NOT NULL,
	"credit_limit_cents" integer DEFAULT 0 NOT NULL,
	"po_required" boolean DEFAULT false NOT NULL,
	"discount_basis_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_credit_limit_check" CHECK ("companies"."credit_limit_cents" >= 0),
	CONSTRAINT "companies_discount_check" CHECK ("companies"."discount_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"email" text NOT NULL,
	"role" "company_role" NOT NULL,
	"spending_limit_cents" integer,
	"invited_by" text,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"role" "company_role" NOT NULL,
	"spending_limit_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_spending_limit_check" CHECK ("company_members"."spending_limit_cents" IS NULL OR "company_members"."spending_limit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_created_at_id_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_company_email_unique" ON "company_invitations" USING btree ("company_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_unique" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","created_at");