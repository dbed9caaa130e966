/** A message on an account screen: the spec's toasts, shown on the page. */
export type Notice = {
  readonly tone: "success" | "error";
  readonly title: string;
  readonly text: string;
};
