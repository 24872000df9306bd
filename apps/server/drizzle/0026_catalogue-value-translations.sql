CREATE TABLE "catalogue_value_translations" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "catalogue_value_translations_kind_value_lang_pk" PRIMARY KEY("kind","value","lang")
);
