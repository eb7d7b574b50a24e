/**
 * Ports for the fault tests: FAULTS_PORT (default 3950) and up for app servers, FAULTS_PGPORT
 * (default 54349) and up for PostgreSQL clusters. Each test file takes its own offset, so files
 * never share a port even if run side by side.
 */
export const appPort = (offset: number) => Number(process.env.FAULTS_PORT ?? 3950) + offset;
export const pgPort = (offset: number) => Number(process.env.FAULTS_PGPORT ?? 54349) + offset;
export const smtpPort = (offset: number) => Number(process.env.FAULTS_PORT ?? 3950) + 40 + offset;
