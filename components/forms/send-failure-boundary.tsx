"use client";

import { Component, type FormEvent, type ReactNode } from "react";

/** What the visitor had sent when the send failed on the way: every named field, as text. */
export type SentValues = Record<string, string>;

type Props = {
  /** The form, fresh; after a failed send, given what was sent so it can show it again with its failure. */
  children: (failedWith: SentValues | null) => ReactNode;
};

type State = { failed: boolean };

/**
 * A send that fails on the way (the network drops, the server answers 5xx) throws out of the form's action into the
 * nearest error boundary, which would otherwise be the page's: the whole page replaced and everything typed lost.
 * This one catches it and renders the form again with what was sent.
 */
export class SendFailureBoundary extends Component<Props, State> {
  state: State = { failed: false };
  private sent: SentValues = {};

  // React itself logs the caught error (its onCaughtError).
  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private remember = (event: FormEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    const sent: SentValues = {};
    // React's own fields ($ACTION_…) and files are not the visitor's text.
    for (const [name, value] of new FormData(event.target))
      if (typeof value === "string" && !name.startsWith("$")) sent[name] = value;
    this.sent = sent;
  };

  render() {
    return (
      <div onSubmitCapture={this.remember} className="contents">
        {this.props.children(this.state.failed ? this.sent : null)}
      </div>
    );
  }
}
