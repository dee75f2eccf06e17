import React, { type ImgHTMLAttributes } from "react";
import { FIRST_IMAGE } from "./first-image";

interface ListImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Width and height: the pictures are square. */
  size: number;
  /** Its entry leads the page, in view: fetched first. The others wait until they are near. */
  first: boolean;
}

/** A list entry's picture, beside its name, which says it all: no text of its own. */
export function ListImage({ src, size, first, ...attributes }: ListImageProps) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      {...(first ? FIRST_IMAGE : { loading: "lazy" as const })}
      {...attributes}
    />
  );
}
