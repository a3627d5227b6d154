CREATE TABLE "chat_token_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"tokens" bigint NOT NULL
);
