// Placeholder while this screen is being written (replaced in the same session).
export default function SellerPackingSlip() {
  return <div className="page seller-page" />;
}
