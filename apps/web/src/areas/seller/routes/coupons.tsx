// Placeholder while this screen is being written (replaced in the same session).
export default function SellerCoupons() {
  return <div className="page seller-page" />;
}
