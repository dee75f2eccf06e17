/** Stands in for `outdent`, which the i18n plugin uses only for a development warning. */
export default String.raw;
