// The part of smtp-server's API our fakes use (the package ships no types and @types/smtp-server is not installed).
declare module "smtp-server" {
  import type { Readable } from "node:stream";
  import type { Server } from "node:net";

  type Address = { address: string };
  export type SMTPServerSession = { envelope: { mailFrom: Address | false; rcptTo: Address[] } };
  export type SMTPServerOptions = {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    closeTimeout?: number;
    onConnect?: (session: SMTPServerSession, callback: (error?: Error | null) => void) => void;
    onRcptTo?: (address: Address, session: SMTPServerSession, callback: (error?: Error | null) => void) => void;
    onData?: (stream: Readable, session: SMTPServerSession, callback: (error?: Error | null) => void) => void;
  };
  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    server: Server;
    listen(port: number, host: string, callback?: () => void): Server;
    close(callback?: () => void): void;
    on(event: "error", listener: (error: Error) => void): this;
  }
}
