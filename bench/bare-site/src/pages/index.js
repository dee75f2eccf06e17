import React from "react";

export default function Index() {
  return <h1>Hello</h1>;
}

export const Head = () => <title>Bare</title>;
