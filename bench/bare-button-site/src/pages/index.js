import React, { useState } from "react";

export default function Index() {
  const [pressed, setPressed] = useState(false);
  return (
    <main>
      <h1>Hello</h1>
      <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
        Press
      </button>
    </main>
  );
}

export const Head = () => <title>Bare, with one button</title>;
