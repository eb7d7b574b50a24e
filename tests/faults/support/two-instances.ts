import { type AppServer, startApp } from "../../support/app-server";
import { startSmtp } from "../../support/smtp";
import { type Postgres, startPostgres } from "./postgres";

export interface TwoInstances {
  database: Postgres;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  apps: AppServer[];
  stop(): Promise<void>;
}

/**
 * A deployment's shape: two app instances with the same settings on one new PostgreSQL cluster,
 * delivering to one SMTP sink. `env` is added to what points them at the two.
 */
export async function startTwoInstances(
  ports: { postgres: number; smtp: number; apps: [number, number] },
  env: Record<string, string>,
): Promise<TwoInstances> {
  const database = startPostgres(ports.postgres);
  let smtp: TwoInstances["smtp"] | undefined;
  let apps: AppServer[] = [];
  const stop = async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await smtp?.close();
    database.stop();
  };
  try {
    smtp = await startSmtp(ports.smtp);
    const settings = {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      ...env,
    };
    // Started together: both migrate the empty database, serialised by an advisory lock.
    apps = await Promise.all(ports.apps.map((port) => startApp(port, settings)));
    return { database, smtp, apps, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
