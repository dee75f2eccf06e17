/** The elements of the studio's own panels beside Decap's page, made without React. */
export const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] =>
  Object.assign(document.createElement(tag), text === undefined ? {} : { textContent: text });

export const button = (text: string, onClick: () => void): HTMLButtonElement => {
  const made = Object.assign(element("button", text), { type: "button" as const });
  made.addEventListener("click", onClick);
  return made;
};
