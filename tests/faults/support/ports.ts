/**
 * Ports for the fault tests: FAULTS_PORT (default 3950) and up for app servers, FAULTS_PGPORT
 * (default 25449) and up for PostgreSQL clusters. Each test file takes its own offset, so files
 * never share a port even if run side by side. All sit below Linux's ephemeral range (32768 and
 * up): a port there can be held by any outgoing connection, and a cluster then fails to start.
 */
export const appPort = (offset: number) => Number(process.env.FAULTS_PORT ?? 3950) + offset;
export const pgPort = (offset: number) => Number(process.env.FAULTS_PGPORT ?? 25449) + offset;
export const smtpPort = (offset: number) => Number(process.env.FAULTS_PORT ?? 3950) + 40 + offset;
