// A local smtp-server sink in a process of its own, so the campaign bench's CPU figure is the
// dispatchers' alone (scripts/bench/campaigns.run.ts). Started with fork(): it sends
// {port} once listening, and answers "report" with how many messages it took, how many
// recipients they named, how many of those were distinct, and the time of each delivery.
import { SMTPServer } from "smtp-server";

const seen = new Set();
let messages = 0;
let recipients = 0;
const times = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      messages += 1;
      for (const { address } of session.envelope.rcptTo) {
        recipients += 1;
        seen.add(address);
      }
      times.push(performance.timeOrigin + performance.now());
      callback();
    });
  },
});
server.on("error", (error) => {
  if (error.code !== "ECONNRESET") throw error;
});
server.listen(0, "127.0.0.1", () => process.send({ port: server.server.address().port }));
process.on("message", (message) => {
  if (message === "report") {
    process.send({ messages, recipients, distinct: seen.size, times });
  }
  if (message === "reset") {
    seen.clear();
    messages = recipients = 0;
    times.length = 0;
    process.send({ reset: true });
  }
});
process.on("disconnect", () => server.close(() => process.exit(0)));
