"use client";

import { useEffect, useRef, type ReactNode } from "react";

/** A step's h2 that takes focus when the step appears, so keyboard and screen-reader users land on it. */
export function StepHeading({
  children,
  className = "",
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className={`text-2xl font-bold tracking-tight outline-none ${className}`}>
      {children}
    </h2>
  );
}
