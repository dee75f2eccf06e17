import React, { useEffect, useState } from "react";

const grid = {
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: 16,
  listStyle: "none",
  padding: 0,
};

export default function Search() {
  const [products, setProducts] = useState();
  useEffect(() => {
    const term = new URLSearchParams(window.location.search).get("q") || "";
    import("../search").then(({ searchProducts }) => searchProducts(term)).then(setProducts);
  }, []);
  return (
    <main style={{ fontFamily: "sans-serif", padding: 16 }}>
      <h1>Search</h1>
      {products ? (
        <ul style={grid}>
          {products.map((product, index) => (
            <li key={product.id}>
              <img
                src={product.image}
                alt=""
                width={400}
                height={400}
                style={{ width: "100%", height: "auto" }}
                fetchpriority={index < 4 ? "high" : undefined}
                loading={index < 4 ? undefined : "lazy"}
              />
              {product.name}
            </li>
          ))}
        </ul>
      ) : (
        <p>Loading…</p>
      )}
    </main>
  );
}

export const Head = () => <title>Bare search</title>;
